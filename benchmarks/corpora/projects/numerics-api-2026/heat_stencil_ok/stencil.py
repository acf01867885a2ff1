from . import boundary


def laplacian(u, dx):
    return (u[2:] - 2.0 * u[1:-1] + u[:-2]) / dx ** 2


def make_step(alpha, dx, dt, walls=(0.0, 0.0)):
    left, right = walls

    def step(u):
        u_new = u.at[1:-1].add(dt * alpha * laplacian(u, dx))
        return boundary.apply_dirichlet(u_new, left, right)

    return step
