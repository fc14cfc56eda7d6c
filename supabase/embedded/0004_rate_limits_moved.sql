-- The counters moved to public.rate_limits (supabase/migrations/0004), which hosted mode has too.
drop table auth.rate_limits;
