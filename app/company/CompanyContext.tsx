import { createContext, useContext } from "react";
import { type CompanyFacts, exampleFacts } from "./facts";

/**
 * The current profile for components: the root layout provides what the root loader read, so a
 * save shows on the next render without a rebuild. Islands hydrate apart from the page, so they
 * get the facts they show as props instead.
 */
const CompanyContext = createContext<CompanyFacts>(exampleFacts);

export const CompanyProvider = CompanyContext.Provider;

export function useCompany(): CompanyFacts {
  return useContext(CompanyContext);
}
