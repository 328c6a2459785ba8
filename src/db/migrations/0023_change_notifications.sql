-- Change following by LISTEN/NOTIFY (decision 035): each change notifies in its own transaction, delivered
-- at commit to every process listening. Triggers rather than calls in the app, so that every writer is
-- heard: the seed and the stock writes for the stock version, the admin API, the site files and SQL by
-- hand for sites, every lead for the outbox. A notification only says "look now": the followers read
-- what changed from the tables as they always did, and still poll in case one is missed.
CREATE OR REPLACE FUNCTION notify_stock_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_changes', NEW.value::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER app_meta_stock_version_notify
  AFTER INSERT OR UPDATE ON app_meta
  FOR EACH ROW WHEN (NEW.key = 'stock_version')
  EXECUTE FUNCTION notify_stock_change();--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(TG_ARGV[0], '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sites_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sites
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('site_changes');--> statement-breakpoint
CREATE TRIGGER lead_deliveries_notify
  AFTER INSERT ON lead_deliveries
  FOR EACH STATEMENT EXECUTE FUNCTION notify_change('lead_deliveries');
