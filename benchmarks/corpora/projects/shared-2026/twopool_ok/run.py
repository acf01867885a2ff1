import equinox as eqx
import jax
import numpy as np

from . import analysis, data, evaluate, model, settings, train, util


def main():
    s = settings.SETTINGS
    print(util.describe(s))
    x, y = data.make(s["n"], s["length"], s["classes"])
    print("eager", analysis.eager_checks(x, s["pool"]), analysis.scale_report(x, s["scales"]))
    net = model.Classifier(s["length"], s["hidden"], s["classes"], s["pool"], jax.random.PRNGKey(0))
    opt, step = train.make(s["lr"])
    opt_state = opt.init(eqx.filter(net, eqx.is_array))
    for _ in range(s["steps"]):
        net, opt_state, loss = step(net, opt_state, x, y)
    acc, energies = evaluate.report(net, x, y, s["scales"])
    print("loss", float(loss), "acc", float(acc), "energies", energies)
