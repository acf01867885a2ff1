import equinox as eqx
import jax

from . import data, hyper, model, probe, report, train


def main():
    x, y = data.make()
    print("moments", probe.feature_moments(x), "noise", probe.noise_scales())
    net = model.Net(hyper.IN, hyper.WIDTH, hyper.OUT, jax.random.PRNGKey(0))
    opt_state = train.OPT.init(eqx.filter(net, eqx.is_array))
    history = []
    for _ in range(hyper.STEPS):
        net, opt_state, loss = train.step(net, opt_state, x, y)
        history.append(float(loss))
    print(report.summary(history))
    print({k: float(v) for k, v in probe.weight_stats(net).items()})
    print("lookahead", [float(v) for v in probe.lookahead(net, opt_state, x, y)])
