ALTER TABLE "products" ADD COLUMN "in_stock" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Whether a product can be bought now: an available variant, or (without variants) untracked stock
-- or stock left. The storefront filters on the stored column; these triggers keep it true to the rows.
CREATE OR REPLACE FUNCTION fundpath_product_in_stock(p_id uuid, p_track boolean, p_quantity integer)
RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN EXISTS (SELECT 1 FROM product_variants v WHERE v.product_id = p_id)
      THEN EXISTS (SELECT 1 FROM product_variants v
                   WHERE v.product_id = p_id AND (NOT v.track_inventory OR v.inventory_quantity > 0))
    ELSE NOT p_track OR p_quantity > 0
  END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fundpath_products_in_stock() RETURNS trigger AS $$
BEGIN
  NEW.in_stock := fundpath_product_in_stock(NEW.id, NEW.track_inventory, NEW.inventory_quantity);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_in_stock BEFORE INSERT OR UPDATE OF track_inventory, inventory_quantity, in_stock
  ON products FOR EACH ROW EXECUTE FUNCTION fundpath_products_in_stock();
--> statement-breakpoint
-- A variant's change touches its product only when the answer changes (the product row is then
-- locked, which checkout already does when it reserves stock).
CREATE OR REPLACE FUNCTION fundpath_variants_in_stock() RETURNS trigger AS $$
DECLARE
  pid uuid;
BEGIN
  FOREACH pid IN ARRAY (
    CASE TG_OP
      WHEN 'INSERT' THEN ARRAY[NEW.product_id]
      WHEN 'DELETE' THEN ARRAY[OLD.product_id]
      ELSE ARRAY[OLD.product_id, NEW.product_id]
    END
  ) LOOP
    UPDATE products p
      SET in_stock = fundpath_product_in_stock(p.id, p.track_inventory, p.inventory_quantity)
      WHERE p.id = pid
        AND p.in_stock IS DISTINCT FROM fundpath_product_in_stock(p.id, p.track_inventory, p.inventory_quantity);
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER product_variants_in_stock AFTER INSERT OR DELETE OR UPDATE OF product_id, track_inventory, inventory_quantity
  ON product_variants FOR EACH ROW EXECUTE FUNCTION fundpath_variants_in_stock();
--> statement-breakpoint
UPDATE products SET in_stock = fundpath_product_in_stock(id, track_inventory, inventory_quantity);
