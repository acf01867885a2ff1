"""Command-line configuration.

Every option has a default so that ``python -m segvision`` trains a small
model without any arguments.
"""
import argparse
import dataclasses


@dataclasses.dataclass(frozen=True)
class Config:
    model: str
    loss: str
    num_classes: int
    image_size: int
    num_images: int
    batch_size: int
    steps: int
    learning_rate: float
    ignore_index: int
    border: int
    augment: bool
    eval_losses: bool
    seed: int


def build_parser():
    p = argparse.ArgumentParser(prog="segvision", description="Segment synthetic shapes.")
    p.add_argument("--model", default="fcn", help="name of a registered model")
    p.add_argument("--loss", default="masked_xent", help="name of a registered loss")
    p.add_argument("--num-classes", type=int, default=3)
    p.add_argument("--image-size", type=int, default=16)
    p.add_argument("--num-images", type=int, default=32)
    p.add_argument("--batch-size", type=int, default=8)
    p.add_argument("--steps", type=int, default=6)
    p.add_argument("--learning-rate", type=float, default=3e-2)
    p.add_argument("--ignore-index", type=int, default=255)
    p.add_argument("--border", type=int, default=2, help="width of the unlabelled frame")
    p.add_argument("--no-augment", dest="augment", action="store_false")
    p.add_argument("--no-eval-losses", dest="eval_losses", action="store_false")
    p.add_argument("--seed", type=int, default=0)
    return p


def from_args(argv=None):
    namespace = build_parser().parse_args(argv)
    return Config(**vars(namespace))
