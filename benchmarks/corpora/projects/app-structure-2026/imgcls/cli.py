import argparse

import jax

from imgcls.config import Config
from imgcls.data import batch_iterator, class_balance, make_dataset
from imgcls.registry import LOSSES, MODELS
from imgcls.trainer import Trainer


def build_parser():
    defaults = Config()
    parser = argparse.ArgumentParser(prog="imgcls", description=__doc__)
    parser.add_argument("--model", default=defaults.model, choices=MODELS.names())
    parser.add_argument("--loss", default=defaults.loss, choices=LOSSES.names())
    parser.add_argument("--steps", type=int, default=defaults.steps)
    parser.add_argument("--batch-size", type=int, default=defaults.batch_size)
    parser.add_argument("--learning-rate", type=float, default=defaults.learning_rate)
    parser.add_argument("--label-smoothing", type=float, default=defaults.label_smoothing)
    parser.add_argument("--seed", type=int, default=defaults.seed)
    return parser


def config_from_args(args):
    return Config().replace(
        model=args.model,
        loss=args.loss,
        steps=args.steps,
        batch_size=args.batch_size,
        learning_rate=args.learning_rate,
        label_smoothing=args.label_smoothing,
        seed=args.seed,
    )


def print_metrics(step, metrics):
    line = " ".join(f"{k}={v:.4f}" for k, v in sorted(metrics.items()))
    print(f"step {step:4d} {line}")


def main(argv=None):
    cfg = config_from_args(build_parser().parse_args(argv))
    images, labels = make_dataset(cfg.num_train + cfg.num_eval, cfg.image_size,
                                  cfg.num_classes, cfg.channels, cfg.seed)
    train_x, eval_x = images[:cfg.num_train], images[cfg.num_train:]
    train_y, eval_y = labels[:cfg.num_train], labels[cfg.num_train:]
    print("class balance:", class_balance(train_y, cfg.num_classes).round(3))

    trainer = Trainer(cfg, callbacks=[print_metrics])
    state = trainer.init_state(jax.random.PRNGKey(cfg.seed), train_x[:1])
    state = trainer.fit(state, batch_iterator(train_x, train_y, cfg.batch_size, cfg.seed))
    print(f"eval accuracy: {trainer.evaluate(state, eval_x, eval_y):.3f}")
    return 0
