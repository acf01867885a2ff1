from . import entropy, roots


def temperature(scores, target, iters=None):
    def gap(t):
        return entropy.softmax_entropy(scores, t) - target

    if iters is None:
        return roots.newton(gap, 1.0)
    return roots.newton_steps(gap, 1.0, iters)
