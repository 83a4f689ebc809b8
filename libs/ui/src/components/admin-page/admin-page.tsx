import styled from 'styled-components';
import { Stack } from '../stack/stack';

/** The frame of an admin area's page: its sections stacked, `$gap` apart (theme spacing, 6 by default). */
export const AdminPage = styled(Stack).attrs(({ $gap = 6 }) => ({ $gap }))``;
