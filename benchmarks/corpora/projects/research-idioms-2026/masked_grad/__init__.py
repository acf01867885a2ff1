"""Tiny next-token model on padded integer sequences; masked cross-entropy with value_and_grad."""
