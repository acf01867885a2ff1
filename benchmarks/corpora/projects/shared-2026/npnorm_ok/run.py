import equinox as eqx
import jax

from . import data, hyper, model, report, train


def main():
    x, y = data.make()
    net = model.Net(hyper.IN, hyper.WIDTH, hyper.OUT, jax.random.PRNGKey(0))
    opt_state = train.OPT.init(eqx.filter(net, eqx.is_array))
    history = []
    for _ in range(hyper.STEPS):
        net, opt_state, loss = train.step(net, opt_state, x, y)
        history.append(float(loss))
    print(report.summary(history))
