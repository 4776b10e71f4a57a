/** How many photos one post adds, and a work order holds at most (docs/service-desk.md#the-visit). */
export const WORK_ORDER_PHOTOS_PER_POST = 5;
export const WORK_ORDER_PHOTOS_MAX = 40;
