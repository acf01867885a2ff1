"""Teacher-student classification with gradient accumulation over microbatches."""
