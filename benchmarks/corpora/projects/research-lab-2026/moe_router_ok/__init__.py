"""Top-1 mixture-of-experts regression with a learned router (equinox)."""
