"""Values the probe (tests/test_annotate_probes.py) calls each function with: "f32[16]" is
a float32 array of that shape, other values are passed as they are."""

PROBES = {
    "moving_average": {"x": "f32[16]", "window": 4},
    "smooth": {"x": "f32[16]", "window": 4},
    "lagged": {"x": "f32[16]", "lag": 2},
    "frames": {"x": "f32[16]", "size": 4},
    "ema": {"x": "f32[16]", "decay": 0.9},
    "resample": {"x": "f32[16]", "duration": 2.0, "rate": 5.0},
    "standardize": {"x": "f32[16]", "eps": 1e-3},
    "quantile_bins": {"x": "f32[16]", "bins": 4},
    "clipped_mean": {"x": "f32[4,4]", "lo": 0.2, "hi": 0.8, "axis": 0},
    "top": {"x": "f32[16]", "k": 3},
}
