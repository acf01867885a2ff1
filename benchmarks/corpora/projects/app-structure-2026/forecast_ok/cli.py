import argparse

import jax

from forecast_ok.config import DEFAULTS, FrozenConfig
from forecast_ok.data import Standardizer, seasonal_series, train_test_split
from forecast_ok.models import MODEL_REGISTRY, create
from forecast_ok.trainer import Trainer
from forecast_ok.windows import rolling_origin


def parse_args(argv=None):
    parser = argparse.ArgumentParser("forecast_ok")
    parser.add_argument("--model", choices=sorted(MODEL_REGISTRY), default=DEFAULTS["model"])
    parser.add_argument("--context", type=int, default=DEFAULTS["context"])
    parser.add_argument("--horizon", type=int, default=DEFAULTS["horizon"])
    parser.add_argument("--steps", type=int, default=DEFAULTS["steps"])
    parser.add_argument("--seed", type=int, default=DEFAULTS["seed"])
    return parser.parse_args(argv)


class PrintEvery:
    def __init__(self, every):
        self.every = every

    def __call__(self, step, loss):
        if step % self.every == 0:
            print(f"step {step:3d} train_mse {float(loss):.4f}")


def main(argv=None):
    cfg = FrozenConfig(**vars(parse_args(argv)))
    raw = seasonal_series(cfg.length, cfg.period, cfg.trend, cfg.noise, cfg.seed)
    train_raw, test_raw = train_test_split(raw)
    scaler = Standardizer().fit(train_raw)
    train, test = scaler.transform(train_raw), scaler.transform(test_raw)

    key = jax.random.PRNGKey(cfg.seed)
    model_key, train_key = jax.random.split(key)
    model = create(cfg.model, cfg, train.shape[-1], key=model_key)
    trainer = Trainer(cfg, callbacks=[PrintEvery(cfg.log_every)])
    model = trainer.fit(model, train, train_key)

    inputs, targets = rolling_origin(test, cfg.context, cfg.horizon, stride=cfg.horizon)
    print(f"test windows: {inputs.shape[0]}  test_mse: {float(trainer.evaluate(model, inputs, targets)):.4f}")
