-- What marking a visit done adds to its transaction (ADR 0060): was it a phone consultation's call, then one UPDATE.
\set visit random(1, 400000)
\set lawyer random(1, 2000)
begin;
select 1 from consultations where appointment_id = :visit and kind = 'phone' limit 1;
update lawyer_details set consultation_phone = consultation_phone + 1 where listing_id = :lawyer;
rollback; -- the event's own commit is not this change's cost
