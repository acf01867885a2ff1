"""Command-line flags merged over a dict of defaults."""
import argparse
import collections

DEFAULTS = {
    "seed": 0,
    "in_dim": 10,
    "num_classes": 3,
    "num_train": 1024,
    "num_eval": 256,
    "batch_size": 64,
    "accum_steps": 4,
    "hidden": [64, 32],
    "dropout": 0.1,
    "label_smoothing": 0.05,
    "lr": 2e-3,
    "steps": 120,
    "shuffle_buffer": 256,
    "log_every": 40,
}

HParams = collections.namedtuple("HParams", list(DEFAULTS))


def build_parser():
    p = argparse.ArgumentParser(prog="argparse_accum")
    p.add_argument("--seed", type=int)
    p.add_argument("--batch-size", dest="batch_size", type=int)
    p.add_argument("--accum-steps", dest="accum_steps", type=int)
    p.add_argument("--hidden", type=int, nargs="+")
    p.add_argument("--dropout", type=float)
    p.add_argument("--label-smoothing", dest="label_smoothing", type=float)
    p.add_argument("--lr", type=float)
    p.add_argument("--steps", type=int)
    return p


def merge(args, defaults=None):
    """Flags that were given override the defaults; the rest fall back."""
    merged = dict(DEFAULTS if defaults is None else defaults)
    merged.update({k: v for k, v in vars(args).items() if v is not None})
    if merged["batch_size"] % merged["accum_steps"]:
        raise ValueError("batch_size must be divisible by accum_steps")
    return HParams(**{k: tuple(v) if isinstance(v, list) else v for k, v in merged.items()})


def parse(argv=None):
    return merge(build_parser().parse_args(argv or []))
