from typing import Any

CONFIG: dict[str, Any] = {
    "in_dim": 8,
    "width": 64,
    "out_dim": 1,
    "blocks": [
        {"pre_norm": True, "expansion": 2},
        {"pre_norm": True, "expansion": 2},
        {"pre_norm": False, "expansion": 1},
        {"pre_norm": True, "expansion": 4},
    ],
    "lr": 0.05,
    "steps": 60,
    "batch": 128,
}
