-- A package with the night show is priced at Bronze, as every offer with the show is: a database
-- seeded before this fix kept ES-PK1's rows under no seat, so ES-PK1 was never offered. A new
-- database is seeded right and has nothing to move here.
UPDATE "prices" SET "seating" = 'LVL1' WHERE "offer_code" = 'ES-PK1' AND "seating" = '';
