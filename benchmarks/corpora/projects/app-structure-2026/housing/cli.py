import argparse

import jax

from housing.config import Config
from housing.data import epoch_batches, split, standardize, synthesize
from housing.models import get_model
from housing.monitors import EpochLogger, GradNormMonitor
from housing.registry import MODELS, OPTIMIZERS
from housing.trainer import Trainer


def parse_args(argv=None):
    parser = argparse.ArgumentParser(prog="housing")
    parser.add_argument("--model", default=Config.model, choices=list(MODELS))
    parser.add_argument("--optimizer", default=Config.optimizer, choices=list(OPTIMIZERS))
    parser.add_argument("--epochs", type=int, default=Config.epochs)
    parser.add_argument("--batch-size", dest="batch_size", type=int, default=Config.batch_size)
    parser.add_argument("--learning-rate", dest="learning_rate", type=float,
                        default=Config.learning_rate)
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--seed", type=int, default=Config.seed)
    return parser.parse_args(argv)


def main(argv=None):
    cfg = Config.from_namespace(parse_args(argv))
    x, y = synthesize(cfg.num_samples, cfg.seed)
    x_train, y_train, x_test, y_test = split(x, y, cfg.test_fraction, cfg.seed)
    x_train, x_test, _ = standardize(x_train, x_test)
    y_mean, y_std = y_train.mean(), y_train.std()
    y_train, y_test = (y_train - y_mean) / y_std, (y_test - y_mean) / y_std

    monitor = GradNormMonitor(verbose=cfg.verbose)
    trainer = Trainer(cfg, get_model(cfg), callbacks=[monitor, EpochLogger()])
    params, opt_state = trainer.init(jax.random.PRNGKey(cfg.seed), x_train.shape[1])
    params, _ = trainer.fit(params, opt_state, (x_train, y_train, x_test, y_test), epoch_batches)
    jax.effects_barrier()
    for name, value in trainer.callbacks.summaries().items():
        print(f"{name}: {value:.4f}")
    print(f"test rmse (price units): {trainer.rmse(params, x_test, y_test) * y_std:.2f}")
