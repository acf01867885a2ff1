"""Equinox GRU sequence tagger evaluated per position over padded batches."""
