-- Synthetic data for ADR 0060's measurement: the tables and indexes a lawyer's performance is counted from (the
-- columns that matter, the indexes of the migrations), 2 000 lawyers, 400 000 consultations, 400 000 visits,
-- 100 000 projects; lawyer 1 is the busiest (20 000 consultations and 20 000 visits of its own).
drop table if exists lawyer_details, consultations, appointments, lawyer_projects, lawyer_project_offers;
create table lawyer_details (listing_id int primary key, consultation_phone int not null default 0,
  consultation_chat int not null default 0, consultation_in_person int not null default 0,
  contract_drafting int not null default 0, answered_questions int not null default 0);
create table appointments (id serial primary key, listing_id int not null, start_at timestamptz not null,
  status text not null);
create unique index appointments_live_slot_uq on appointments (listing_id, start_at) where status <> 'cancelled';
create table consultations (id serial primary key, listing_id int not null, kind text not null, status text not null,
  appointment_id int);
create index consultations_listing_idx on consultations (listing_id, id);
create index consultations_appointment_idx on consultations (appointment_id) where appointment_id is not null;
create table lawyer_projects (id serial primary key, type text not null, status smallint not null,
  selected_offer_id int);
create table lawyer_project_offers (id serial primary key, project_id int not null, listing_id int);
insert into lawyer_details (listing_id) select g from generate_series(1, 2000) g;
insert into appointments (listing_id, start_at, status)
  select case when g <= 20000 then 1 else 1 + g % 2000 end, now() + g * interval '1 minute',
         (array['visited','visited','noShow','cancelled','booked'])[1 + g % 5]
  from generate_series(1, 400000) g;
insert into consultations (listing_id, kind, status, appointment_id)
  select a.listing_id, case when a.id % 2 = 0 then 'phone' else 'text' end,
         case when a.id % 2 = 0 then 'booked' else (array['open','closed','expired'])[1 + a.id % 3] end,
         case when a.id % 2 = 0 then a.id end
  from appointments a;
-- The index computing on read would need (none today: offers are read by project and by lawyer user).
create index lawyer_project_offers_listing_idx on lawyer_project_offers (listing_id);
insert into lawyer_project_offers (project_id, listing_id) select g, 1 + g % 2000 from generate_series(1, 100000) g;
insert into lawyer_projects (type, status, selected_offer_id)
  select (array['contractDrafting','lawsuitDrafting','other'])[1 + g % 3], (array[2,5,6,7])[1 + g % 4], g
  from generate_series(1, 100000) g;
analyze;
