CREATE TABLE "affiliate_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"source_label" text NOT NULL,
	"kind" text DEFAULT 'commission' NOT NULL,
	"parent_id" uuid,
	"beneficiary_id" uuid NOT NULL,
	"base_cents" integer NOT NULL,
	"terms" jsonb NOT NULL,
	"basis" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"platform_fee_bps" integer DEFAULT 0 NOT NULL,
	"platform_fee_cents" integer DEFAULT 0 NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approvable_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	"payout_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_entries_status" CHECK ("commission_entries"."status" in ('pending', 'approved', 'paid', 'reversed')),
	CONSTRAINT "commission_entries_money" CHECK ("commission_entries"."base_cents" >= 0 and "commission_entries"."gross_cents" = "commission_entries"."amount_cents" + "commission_entries"."platform_fee_cents" and (("commission_entries"."kind" = 'commission' and "commission_entries"."amount_cents" >= 0) or ("commission_entries"."kind" = 'adjustment' and "commission_entries"."amount_cents" <= 0 and "commission_entries"."parent_id" is not null)))
);
--> statement-breakpoint
CREATE TABLE "commission_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reference" text,
	"minimum_cents" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_codes" ADD CONSTRAINT "affiliate_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_clicks" ADD CONSTRAINT "referral_clicks_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_entries" ADD CONSTRAINT "commission_entries_payout_id_commission_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."commission_payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_codes_code_key" ON "affiliate_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referral_clicks_affiliate_idx" ON "referral_clicks" USING btree ("affiliate_id","created_at");--> statement-breakpoint
CREATE INDEX "referral_clicks_created_idx" ON "referral_clicks" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_entries_sale_key" ON "commission_entries" USING btree ("source","source_id","beneficiary_id") WHERE "commission_entries"."kind" = 'commission';--> statement-breakpoint
CREATE INDEX "commission_entries_beneficiary_idx" ON "commission_entries" USING btree ("beneficiary_id","created_at");--> statement-breakpoint
CREATE INDEX "commission_entries_status_idx" ON "commission_entries" USING btree ("status","approvable_at");--> statement-breakpoint
CREATE INDEX "commission_entries_payout_idx" ON "commission_entries" USING btree ("payout_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The ledger is append-only: an entry's sale, beneficiary, terms and money never change and no
-- entry is deleted; only its status (and the payout it joins) moves.
CREATE OR REPLACE FUNCTION fundpath_commission_entries_frozen() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'commission_entries is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.source, NEW.source_id, NEW.source_label, NEW.kind, NEW.parent_id, NEW.beneficiary_id, NEW.base_cents,
      NEW.terms, NEW.basis, NEW.gross_cents, NEW.platform_fee_bps, NEW.platform_fee_cents, NEW.amount_cents, NEW.created_at)
     IS DISTINCT FROM
     (OLD.source, OLD.source_id, OLD.source_label, OLD.kind, OLD.parent_id, OLD.beneficiary_id, OLD.base_cents,
      OLD.terms, OLD.basis, OLD.gross_cents, OLD.platform_fee_bps, OLD.platform_fee_cents, OLD.amount_cents, OLD.created_at) THEN
    RAISE EXCEPTION 'commission entries are frozen at the sale (only status and payout change)' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.status IN ('paid', 'reversed') AND (NEW.status, NEW.payout_id, NEW.approved_at, NEW.reversed_at)
     IS DISTINCT FROM (OLD.status, OLD.payout_id, OLD.approved_at, OLD.reversed_at) THEN
    RAISE EXCEPTION 'a % commission is final', OLD.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.status <> OLD.status AND NOT (
       (OLD.status = 'pending' AND NEW.status IN ('approved', 'reversed'))
    OR (OLD.status = 'approved' AND NEW.status IN ('paid', 'reversed'))) THEN
    RAISE EXCEPTION 'a % commission cannot become %', OLD.status, NEW.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.payout_id IS DISTINCT FROM OLD.payout_id AND OLD.status <> 'approved' THEN
    RAISE EXCEPTION 'only an approved commission joins a payout' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER commission_entries_frozen BEFORE UPDATE OR DELETE ON commission_entries
  FOR EACH ROW EXECUTE FUNCTION fundpath_commission_entries_frozen();
--> statement-breakpoint
CREATE TRIGGER commission_entries_no_truncate BEFORE TRUNCATE ON commission_entries
  FOR EACH STATEMENT EXECUTE FUNCTION fundpath_commission_entries_frozen();
--> statement-breakpoint
ALTER TABLE "commission_payouts" ADD CONSTRAINT "commission_payouts_status" CHECK ("status" in ('open', 'paid'));
--> statement-breakpoint
-- A paid batch is a record of money sent: it never changes and no batch is deleted.
CREATE OR REPLACE FUNCTION fundpath_commission_payouts_kept() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR OLD.status = 'paid' THEN
    RAISE EXCEPTION 'commission payouts are kept (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER commission_payouts_kept BEFORE UPDATE OR DELETE ON commission_payouts
  FOR EACH ROW EXECUTE FUNCTION fundpath_commission_payouts_kept();
--> statement-breakpoint
CREATE TRIGGER commission_payouts_no_truncate BEFORE TRUNCATE ON commission_payouts
  FOR EACH STATEMENT EXECUTE FUNCTION fundpath_commission_payouts_kept();
