import argparse
import dataclasses


@dataclasses.dataclass
class TrainConfig:
    image_size: int = 12
    num_classes: int = 4
    widths: tuple = (16, 32)
    dropout: float = 0.2
    batch_size: int = 64
    train_size: int = 512
    test_size: int = 128
    epochs: int = 4
    lr: float = 0.05
    momentum: float = 0.9
    weight_decay: float = 5e-4
    label_smoothing: float = 0.1
    mixup_alpha: float = 0.2
    seed: int = 0


def parse_config(argv=None):
    parser = argparse.ArgumentParser(description="oriented bars CNN")
    for field in dataclasses.fields(TrainConfig):
        flag = "--" + field.name.replace("_", "-")
        if isinstance(field.default, tuple):
            parser.add_argument(flag, type=int, nargs="+", default=list(field.default))
        else:
            parser.add_argument(flag, type=type(field.default), default=field.default)
    args = vars(parser.parse_args(argv))
    args["widths"] = tuple(args["widths"])
    return TrainConfig(**args)
