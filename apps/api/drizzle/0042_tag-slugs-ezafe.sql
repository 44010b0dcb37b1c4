-- The ezafe written «ۀ» is folded to «ه» by normalizeForSearch, as «هٔ» already was (issue 32), and a tag's slug is
-- made by it: stored slugs with «ۀ» are rewritten so, except where another tag's slug folds to the same text (both
-- are then left as they are; the unique slug stays unique).
UPDATE "tags" SET "slug" = replace("slug", 'ۀ', 'ه')
WHERE "slug" LIKE '%ۀ%'
  AND NOT EXISTS (
    SELECT 1 FROM "tags" AS "other"
    WHERE "other"."id" <> "tags"."id" AND replace("other"."slug", 'ۀ', 'ه') = replace("tags"."slug", 'ۀ', 'ه')
  );
