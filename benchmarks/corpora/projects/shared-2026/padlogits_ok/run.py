import optax
from flax import nnx

from . import analysis, config, data, evaluate, model, train


def main():
    cfg = config.cfg
    net = model.MultiTask(cfg, nnx.Rngs(0))
    opt = nnx.Optimizer(net, optax.sgd(cfg.lr), wrt=nnx.Param)
    batch = data.make(cfg)
    print("valid fractions", analysis.valid_fraction(cfg), analysis.padded_prior(cfg, 3))
    for _ in range(cfg.steps):
        loss = train.step(net, opt, batch, max_classes=cfg.max_classes)
    print("loss", float(loss), "acc", float(evaluate.accuracy(net, batch)))
    print(analysis.confusion(net, batch, n_classes=cfg.max_classes))
