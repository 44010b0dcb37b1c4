-- The alternative: a lawyer's counters computed when the page is read (one statement, on the same indexes).
\set lawyer 1
select
  (select count(*) from consultations c where c.listing_id = :lawyer and c.kind = 'text'
     and c.status in ('closed', 'expired')) as chat,
  (select count(*) from consultations c join appointments a on a.id = c.appointment_id
     where c.listing_id = :lawyer and c.kind = 'phone' and a.status = 'visited') as phone,
  (select count(*) from appointments a where a.listing_id = :lawyer and a.status = 'visited'
     and not exists (select 1 from consultations c where c.appointment_id = a.id)) as in_person,
  (select count(*) from lawyer_projects p join lawyer_project_offers o on o.id = p.selected_offer_id
     where o.listing_id = :lawyer and p.status = 6 and p.type = 'contractDrafting') as contracts;
