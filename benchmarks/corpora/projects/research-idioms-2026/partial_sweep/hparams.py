from flax import struct


@struct.dataclass
class HParams:
    lr: float
    n_samples: int
    prior_scale: float = 1.0


def from_dict(d):
    return HParams(lr=float(d["lr"]), n_samples=int(d["n_samples"]), prior_scale=float(d.get("prior_scale", 1.0)))
