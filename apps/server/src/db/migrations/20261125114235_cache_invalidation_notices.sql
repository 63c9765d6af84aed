-- Change notices for the in-process caches of callers and watchlists (docs/architecture.md "Cache
-- invalidation"). Triggers, not application code, send them, so every writer is heard (any process, any
-- code path, a psql session), and NOTIFY only delivers once the writing transaction commits. Identical
-- notices of one transaction are delivered once, so bulk writes send one notice per user or family.
CREATE FUNCTION app_cache_notice(kind text, id text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('app_cache', json_build_object('k', kind, 'id', id)::text)
$$;
--> statement-breakpoint
CREATE FUNCTION app_cache_notice_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_cache_notice('user', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_cache_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION app_cache_notice_user();
--> statement-breakpoint
CREATE FUNCTION app_cache_notice_family() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM app_cache_notice('family', OLD.family_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_cache_notice AFTER UPDATE OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION app_cache_notice_family();
--> statement-breakpoint
CREATE FUNCTION app_cache_notice_watchlist_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM app_cache_notice('watchlist', NEW.user_id::text);
  ELSE
    PERFORM app_cache_notice('watchlist', OLD.user_id::text);
    IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
      PERFORM app_cache_notice('watchlist', NEW.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER watchlist_items_cache_notice AFTER INSERT OR UPDATE OR DELETE ON watchlist_items
  FOR EACH ROW EXECUTE FUNCTION app_cache_notice_watchlist_item();
--> statement-breakpoint
CREATE FUNCTION app_cache_notice_item_tag() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  item_owner integer;
BEGIN
  -- An item deleted with its tags has already sent its own notice (its row is gone here).
  SELECT user_id INTO item_owner FROM watchlist_items
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.item_id ELSE NEW.item_id END;
  IF item_owner IS NOT NULL THEN
    PERFORM app_cache_notice('watchlist', item_owner::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER watchlist_item_tags_cache_notice AFTER INSERT OR UPDATE OR DELETE ON watchlist_item_tags
  FOR EACH ROW EXECUTE FUNCTION app_cache_notice_item_tag();
--> statement-breakpoint
CREATE FUNCTION app_cache_notice_tag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A renamed tag changes the watchlist of everyone whose items carry it.
  PERFORM app_cache_notice('watchlist', i.user_id::text)
    FROM watchlist_item_tags t JOIN watchlist_items i ON i.id = t.item_id
    WHERE t.tag_id = OLD.id
    GROUP BY i.user_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tags_cache_notice AFTER UPDATE ON tags
  FOR EACH ROW EXECUTE FUNCTION app_cache_notice_tag();
