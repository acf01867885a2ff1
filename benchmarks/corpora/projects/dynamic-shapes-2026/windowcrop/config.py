"""Crop-augmentation experiment settings."""

CFG = {
    "n_signals": 16,
    "length": 256,
    "channels": 2,
    "n_crops": 6,
    "crop_width": 64,
    "seed": 0,
}
