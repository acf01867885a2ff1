"""Log-likelihood scoring service that groups requests into padded length buckets."""
