-- Example plans keep the fixed ids 103 and 146 (plans-payments-admin §4); user plans start above them.
ALTER SEQUENCE "plans_id_seq" RESTART WITH 1000;
