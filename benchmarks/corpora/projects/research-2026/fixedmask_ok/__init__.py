"""Masked feature reconstruction (MAE-style) on synthetic sensor data."""
