import optax
from flax import nnx

from . import data, evaluate, logutil, model, train

WEIGHTS = {"spectral": 0.01, "smooth": 0.1}


def main():
    x, y = data.grid()
    net = model.Regressor((1, 16, 16, 1), nnx.Rngs(0))
    print("initial sigmas", evaluate.weight_report(net))
    opt = nnx.Optimizer(net, optax.adam(0.02), wrt=nnx.Param)
    for i in range(6):
        loss = train.step(net, opt, x, y, WEIGHTS, log=(i % 3 == 2))
        logutil.record("loss", loss)
    logutil.record("mae", evaluate.fit_error(net, x, y))
    print("final sigmas", evaluate.weight_report(net))
    print(logutil.summary())
