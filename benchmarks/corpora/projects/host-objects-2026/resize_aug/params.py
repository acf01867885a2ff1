"""Augmentation parameters handed to the jitted training step."""
import jax
import numpy as np
from flax import struct

from .config import AugConfig


@struct.dataclass
class AugParams:
    contrast: jax.Array
    crop_margin: int = struct.field(pytree_node=False)
    out_size: int

    @classmethod
    def from_config(cls, cfg: AugConfig) -> "AugParams":
        return cls(
            contrast=np.float32(cfg.contrast),
            crop_margin=cfg.crop_margin,
            out_size=cfg.out_size,
        )
