"""Host-side NumPy data pipeline feeding a flax linen classifier trained with TrainState."""
