-- What the page reads with the counters stored: the detail row it reads anyway.
\set lawyer random(1, 2000)
select * from lawyer_details where listing_id = :lawyer;
