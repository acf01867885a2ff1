"""imagekit: a small image library written without marks, the input of
`python -m jaxthink_typing annotate` (see examples/annotate/README.md)."""

from imagekit.filters import Kernel, blur, sharpen
from imagekit.ops import (
    crop,
    downsample,
    flip,
    gamma,
    normalize,
    pad_to,
    posterize,
    threshold,
    tile_rows,
    to_uint8,
)

__all__ = [
    "Kernel",
    "blur",
    "crop",
    "downsample",
    "flip",
    "gamma",
    "normalize",
    "pad_to",
    "posterize",
    "sharpen",
    "threshold",
    "tile_rows",
    "to_uint8",
]
