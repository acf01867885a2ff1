"""Character-level bigram-window language model with length-bucketed batches."""
