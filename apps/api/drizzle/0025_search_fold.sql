-- Issue 16 (ADR 0036): listings and products are searched with folded words (آ as ا; the ezafe written ۀ, هٔ or ه‌ی
-- as ه), and a listing's title is kept once more without spaces («لپتاپ» finds «لپ تاپ»). New texts are written so
-- by domain text/search-fold.ts; the stored ones are folded here the same way (the title normalised as db/search-text.ts
-- does it).
UPDATE "listings" SET "search_text" = btrim(regexp_replace(replace(replace("search_text", 'آ', 'ا'), 'ۀ', 'ه'), 'ه ی(?= |$)', 'ه', 'g') || ' ' || replace(regexp_replace(replace(replace(btrim(lower(regexp_replace(translate("title", 'يىك۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩ـًٌٍَُِّْٰٕٖٜٟٓٔٗ٘ٙٚٛٝٞ‎‏‪‫‬‭‮⁦⁧⁨⁩', 'ییک01234567890123456789'), '[[:space:]​‌‍⁠﻿]+', ' ', 'g'))), 'آ', 'ا'), 'ۀ', 'ه'), 'ه ی(?= |$)', 'ه', 'g'), ' ', ''));--> statement-breakpoint
UPDATE "products" SET "search_text" = regexp_replace(replace(replace("search_text", 'آ', 'ا'), 'ۀ', 'ه'), 'ه ی(?= |$)', 'ه', 'g');
