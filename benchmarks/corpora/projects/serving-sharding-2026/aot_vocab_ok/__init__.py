"""Grammar-constrained decoding with executables compiled ahead of time per batch size."""
