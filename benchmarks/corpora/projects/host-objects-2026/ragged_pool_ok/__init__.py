"""Classifying variable-length frame sequences padded into host-built batches."""
