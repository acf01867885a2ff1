"""Activity recognition from IMU windows: hand-made features and an nnx MLP."""
