"""Linear regression trained with plain gradient descent, with named series of statistics."""
