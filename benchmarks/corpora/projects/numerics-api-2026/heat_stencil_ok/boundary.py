def apply_dirichlet(u, left, right):
    u = u.at[0].set(left)
    u = u.at[-1].set(right)
    return u
