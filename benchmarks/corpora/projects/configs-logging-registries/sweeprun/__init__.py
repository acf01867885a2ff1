"""Linear regression trained with momentum SGD from a JSON run description."""
