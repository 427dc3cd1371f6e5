import type { BillSupplier } from '../../shared/bills';
import type { SiteConfig } from '../../shared/site-config';

/** BILL_* (server/env.ts, README "Configuration"): what bills say of the provider, and how families pay. */
export interface BillingConfig {
  supplier: BillSupplier;
  /** SAC of carrying a patient (bill of supply) and of hiring a vehicle with its driver (tax invoice). */
  sac: { bill_of_supply: string; tax_invoice: string };
  /** GST rate of a tax invoice, percent. */
  gstPercent: number;
  /** The UPI payee of the family's payment link; null: no link. */
  upi: { vpa: string; name: string } | null;
  /** Days after its trip a billed booking's tracking link still shows its bill and receipts. */
  linkDays: number;
}

interface BillingEnv {
  BILL_LEGAL_NAME?: string;
  BILL_ADDRESS?: string;
  BILL_GSTIN?: string;
  BILL_SAC: string;
  BILL_HIRE_SAC: string;
  BILL_GST_PERCENT: number;
  BILL_UPI_ID?: string;
  BILL_LINK_DAYS: number;
}

export function billingConfigOf(env: BillingEnv, site: SiteConfig): BillingConfig {
  const legalName = env.BILL_LEGAL_NAME ?? site.businessName;
  return {
    supplier: {
      legalName,
      address: env.BILL_ADDRESS ?? `${site.streetAddress}, ${site.locality}, ${site.city}, ${site.region} ${site.postalCode}`,
      gstin: env.BILL_GSTIN ?? null,
    },
    sac: { bill_of_supply: env.BILL_SAC, tax_invoice: env.BILL_HIRE_SAC },
    gstPercent: env.BILL_GST_PERCENT,
    upi: env.BILL_UPI_ID ? { vpa: env.BILL_UPI_ID, name: legalName } : null,
    linkDays: env.BILL_LINK_DAYS,
  };
}
