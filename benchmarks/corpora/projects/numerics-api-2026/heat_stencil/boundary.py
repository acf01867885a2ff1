def apply_dirichlet(u, left, right):
    u[0] = left
    u[-1] = right
    return u
