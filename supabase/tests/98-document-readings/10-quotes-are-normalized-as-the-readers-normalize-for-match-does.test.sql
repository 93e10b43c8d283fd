-- private.normalize_for_match gives what the reader's normalizeForMatch (src/lib/document-reader/text.ts) gives: typographic quotes and dashes plain, soft hyphens gone, words re-joined across line-break hyphens, NFKC, JavaScript's whitespace as one space (expected values printed by the TypeScript function)
begin;
select plan(8);

select is(private.normalize_for_match(E'The Company\u2019s  \u201cManager\u201d \u2018x\u2019 `y`'), 'The Company''s "Manager" ''x'' ''y''', 'typographic quotes');
select is(private.normalize_for_match(E'Vice-\n  President'), 'Vice- President', 'a hyphen before a capital is kept');
select is(private.normalize_for_match(E'Jane Ro-\n  berts and Ro- \r\nberts'), 'Jane Roberts and Roberts', 'words re-joined across line-break hyphens');
select is(private.normalize_for_match(E'a\u00ADb\u00A0c\u2003d\u202Fe'), 'ab c d e', 'soft hyphen dropped, odd spaces plain');
select is(private.normalize_for_match(E'\uFB01ve \u2460 \uFF21'), 'five 1 A', 'NFKC');
select is(private.normalize_for_match(E'  tabs\tand\r\nlines \u2028 x \uFEFF'), 'tabs and lines x', 'JavaScript''s whitespace, trimmed');
select is(private.normalize_for_match(E'\u2212 5 \u2014 6 \u2010 7'), '- 5 - 6 - 7', 'dashes');
select ok(private.quote_is_on_page(E'the Vice-\nPresident signs', 'Vice-President') and not private.quote_is_on_page('abc', 'a'),
  'hyphens aside as a last resort; a quote under 2 characters grounds nothing');

select * from finish();
rollback;
