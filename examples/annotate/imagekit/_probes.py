"""Values the probe (tests/test_annotate_probes.py) calls each function with: "f32[5,6,3]"
is a float32 array of that shape, other values are passed as they are, a callable is
called for the value (an instance for a method's self)."""

from imagekit.filters import Kernel

PROBES = {
    "pad_to": {"image": "f32[5,6,3]", "size": 8},
    "crop": {"image": "f32[8,8,3]", "top": 1, "left": 2, "height": 3, "width": 4},
    "tile_rows": {"image": "f32[2,3,3]", "times": 3},
    "threshold": {"image": "f32[4,4,3]", "level": 0.5, "invert": True},
    "gamma": {"image": "f32[4,4,3]", "preset": 1},
    "downsample": {"image": "f32[8,8,3]", "factor": 2},
    "flip": {"image": "f32[4,5,3]", "axis": 0},
    "posterize": {"image": "f32[4,4,3]", "levels": 4},
    "normalize": {"image": "f32[4,4,3]", "mean": 0.5, "std": 0.25},
    "to_uint8": {"image": "f32[4,4,3]", "scale": 200.0},
    "blur": {"plane": "f32[6,6]", "radius": 1},
    "sharpen": {"plane": "f32[6,6]", "amount": 0.5, "radius": 1},
    "Kernel.__init__": {"weights": "f32[3,3]"},
    "Kernel.gaussian": {"size": 5, "sigma": 1.5},
    "Kernel.box": {"size": 3},
    "Kernel.apply": {"self": lambda: Kernel.box(3), "plane": "f32[8,8]", "stride": 2},
}
