CREATE INDEX "work_orders_priority_idx" ON "work_orders" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "work_orders_site_idx" ON "work_orders" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "work_orders_status_clock_idx" ON "work_orders" USING btree ("status",(case
  when "status" in ('completed', 'invoiced', 'closed', 'cancelled') then null
  when "responded_at" is null then "respond_by"
  when "checked_in_at" is null then "on_site_by"
  when "completed_at" is null and "checked_out_at" is null then "complete_by"
  else null end),"created_at" DESC NULLS FIRST,"id");