CREATE TABLE "test_payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payment_refunds_amount_positive" CHECK ("test_payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"failure_code" text,
	"failure_message" text,
	"description" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_payments_amount_positive" CHECK ("test_payments"."amount_cents" > 0),
	CONSTRAINT "test_payments_status" CHECK ("test_payments"."status" in ('succeeded', 'failed')),
	CONSTRAINT "test_payments_refunded_range" CHECK ("test_payments"."refunded_cents" >= 0 and "test_payments"."refunded_cents" <= "test_payments"."amount_cents"),
	CONSTRAINT "test_payments_last4" CHECK ("test_payments"."card_last4" is null or "test_payments"."card_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "test_payment_refunds" ADD CONSTRAINT "test_payment_refunds_payment_id_test_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."test_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_payment_refunds_payment_idx" ON "test_payment_refunds" USING btree ("payment_id");